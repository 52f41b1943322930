import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names; it does not resolve conflicts (no tailwind-merge: 7.5 KiB of the first load). A component whose
 * look a caller changes offers a prop for it, and a caller's className only adds classes that conflict with none.
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);

/** localStorage that never throws (private mode, disabled storage, quota). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the feature just forgets */
    }
  },
};

export const sessionStore = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      /* ignore */
    }
  },
};
