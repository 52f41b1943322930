import type { Browser, LaunchOptions } from '@playwright/test';

export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function chromiumFlags(extra?: string[]): string;
export function chromiumLaunchOptions(options?: LaunchOptions): LaunchOptions;
export function launchChromium(options?: LaunchOptions): Promise<Browser>;
export const FULL_PAGE_STYLE: string;
