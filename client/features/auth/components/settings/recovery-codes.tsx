import { Copy, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';

/** Shown once, right after they are made: the codes, and ways to keep them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Farm Stand Finder recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold">Save your recovery codes</h3>
      <p className="text-sm text-stone-700">
        If you lose your phone, each of these codes signs you in once instead of a code from the app. Keep them somewhere safe, such as a password manager or a
        printout. This is the only time we show them.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-2xl bg-stone-50 p-4 font-mono text-base tracking-wide sm:max-w-md">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <a href={href} download="farm-stand-finder-recovery-codes.txt">
            <Download className="h-4 w-4" aria-hidden="true" /> Download
          </a>
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            navigator.clipboard
              ?.writeText(text)
              .then(() => toast({ title: 'Copied', description: 'The recovery codes are on your clipboard.', variant: 'success' }))
              .catch(() => toast({ title: 'Could not copy', description: 'Select the codes and copy them instead.', variant: 'error' }))
          }
        >
          <Copy className="h-4 w-4" aria-hidden="true" /> Copy
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
