import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Send } from 'lucide-react';
import { MESSAGE_LIMITS } from '@common/schemas/messages';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { storage } from '@/lib/utils';
import { useSendMessage } from '../api/send-message';

const draftKey = (peerId: string) => `fsf:draft:${peerId}`;

/** Writes a message. The draft survives a reload, a lost signal or a look at another thread until it is sent. */
export function Composer({ peerId, peerName }: { peerId: string; peerName: string }) {
  const [text, setText] = useState(() => storage.get(draftKey(peerId)) ?? '');
  const send = useSendMessage(peerId, peerName);
  const ref = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const { t } = useTranslation('messages');

  useEffect(() => storage.set(draftKey(peerId), text), [peerId, text]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const body = text.trim();
    if (!body || send.isPending) return;
    send.mutate(body, {
      onSuccess: () => {
        setText('');
        ref.current?.focus();
      },
      onError: (err) => toast({ title: t('composer.notSent'), description: `${errorMessage(err)} ${t('composer.draftKept')}`, variant: 'error' }),
    });
  };
  // Enter sends on a keyboard; Shift+Enter is a new line. Phones get a newline key and the Send button.
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing && window.matchMedia('(pointer: fine)').matches) submit(e);
  };
  const left = MESSAGE_LIMITS.bodyMax - text.length;

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-stone-200 bg-white p-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {t('composer.label', { name: peerName })}
        </label>
        <textarea
          ref={ref}
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          rows={Math.min(6, Math.max(1, text.split('\n').length))}
          maxLength={MESSAGE_LIMITS.bodyMax}
          placeholder={t('composer.placeholder', { name: peerName })}
          aria-describedby={left < 200 ? `${id}-left` : undefined}
          className="block max-h-40 min-h-11 w-full resize-none rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        {left < 200 && (
          <p id={`${id}-left`} className="mt-1 text-xs text-stone-600">
            {t('composer.left', { count: left })}
          </p>
        )}
      </div>
      <Button type="submit" size="icon" aria-label={t('composer.send')} disabled={!text.trim() || send.isPending}>
        <Send className="h-5 w-5" aria-hidden="true" />
      </Button>
    </form>
  );
}
