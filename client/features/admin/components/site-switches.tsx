import { Switch } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { toast } from '@/components/ui/toast-store';
import { errorText } from '@/features/auth';
import { useSetSwitch, useSiteSwitches } from '@/features/site';

function SwitchRow({ which, label, help, checked }: { which: 'maintenance' | 'coming-soon'; label: string; help: string; checked: boolean }) {
  const { t } = useTranslation('admin');
  const set = useSetSwitch(which);
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-4">
      <div>
        <label htmlFor={id} className="font-medium text-stone-900">
          {label}
        </label>
        <p id={`${id}-help`} className="text-sm text-stone-700">
          {help}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        aria-describedby={`${id}-help`}
        disabled={set.isPending}
        onCheckedChange={(value) =>
          set.mutate(value, {
            onSuccess: () => toast({ title: value ? t('settings.on', { label }) : t('settings.off', { label }), variant: 'success' }),
            onError: (err) => toast({ title: t('settings.failed'), description: errorText(err), variant: 'error' }),
          })
        }
        className="relative h-7 w-12 shrink-0 rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-brand-600"
      >
        <Switch.Thumb className="block h-6 w-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  );
}

export function SiteSwitches() {
  const { t } = useTranslation('admin');
  const { maintenance, comingSoon, isLoading } = useSiteSwitches();
  if (isLoading) return null;
  return (
    <div className="divide-y divide-stone-200">
      <SwitchRow which="maintenance" label={t('settings.maintenance')} help={t('settings.maintenanceHelp')} checked={maintenance} />
      <SwitchRow which="coming-soon" label={t('settings.comingSoon')} help={t('settings.comingSoonHelp')} checked={comingSoon} />
    </div>
  );
}
