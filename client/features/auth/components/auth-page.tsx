import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link, useLocation, useSearch } from 'wouter';
import { Sprout, Tractor } from 'lucide-react';
import { paths, safeNext } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { Field } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { HydrationSlice } from '@/lib/hydration';
import { useLogin, useRegister, useUser } from '../api/use-user';
import { zodErrors, type Errors } from './form-errors';
import { Redirect } from 'wouter';
import { forgetRef, rememberedRef } from '@/features/ambassadors';

// The forms' schemas (zod and the contract) load when a field is first focused or a form is sent, not with the page:
// evaluating them was the longest task of /auth on a phone (decision 039).
const authSchemas = () => import('@common/schemas/auth');

export function AuthPage() {
  const search = new URLSearchParams(useSearch());
  // From a farmer's entry point (/join): the form opens as a farmer's, and the new account lands on its listings.
  const farmer = search.get('role') === 'farmer';
  const next = safeNext(search.get('next'), farmer ? paths.farmProfile : '/');
  const [, navigate] = useLocation();
  const { user, isLoading } = useUser();
  const [tab, setTab] = useState<'login' | 'register'>(search.get('mode') === 'register' ? 'register' : 'login');
  const { t } = useTranslation('auth');
  if (!isLoading && user) return <Redirect to={next} replace />;

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 md:grid-cols-2 md:gap-10 md:py-16">
      <section className="flex flex-col justify-center">
        <h1 className="text-3xl font-semibold text-brand-800 md:text-4xl">{t('page.title')}</h1>
        {/* Sent here by a button that needs an account (Save, Add to trip, Check in…): say why, on a phone too. */}
        {search.has('next') && <p className="mt-3 font-medium text-stone-800">{t('page.toContinue')}</p>}
        <p className="mt-4 hidden text-lg text-stone-700 md:block">{t('page.intro')}</p>
        <ul className="mt-6 hidden space-y-2 text-stone-700 md:block">
          <li>• {t('page.pointOpenNow')}</li>
          <li>• {t('page.pointMessages')}</li>
          <li>• {t('page.pointFree')}</li>
        </ul>
      </section>
      {/* The forms hydrate after the page's text, in their own commit (decision 073); a tap on them hydrates them first. */}
      <HydrationSlice>
        <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <Tabs
            value={tab}
            onValueChange={setTab}
            label={t('page.tabsLabel')}
            listClassName="mb-6 grid grid-cols-2 rounded-xl bg-stone-100 p-1"
            tabClassName="h-10 rounded-lg text-sm font-semibold text-stone-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
            tabs={[
              {
                value: 'login',
                label: t('login.submit'),
                panel: (
                  <LoginForm
                    onDone={() => navigate(next, { replace: true })}
                    onSecondFactor={() => navigate(`${paths.verify2fa}?next=${encodeURIComponent(next)}`)}
                  />
                ),
              },
              {
                value: 'register',
                label: t('register.submit'),
                panel: <RegisterForm farmer={farmer} refCode={search.get('ref') ?? rememberedRef()} onDone={() => navigate(next, { replace: true })} />,
              },
            ]}
          />
        </section>
      </HydrationSlice>
    </div>
  );
}

function LoginForm({ onDone, onSecondFactor }: { onDone: () => void; onSecondFactor: () => void }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const [errors, setErrors] = useState<Errors>({});
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget));
    const { LoginSchema } = await authSchemas();
    const parsed = LoginSchema.safeParse(data);
    if (!parsed.success) return setErrors(zodErrors(parsed.error.issues));
    setErrors({});
    login.mutate(parsed.data, { onSuccess: (answer) => (answer.twoFactorRequired ? onSecondFactor() : onDone()) });
  }
  return (
    <form method="post" onSubmit={(e) => void submit(e)} onFocus={() => void authSchemas()} noValidate className="space-y-4">
      <h2 className="text-2xl font-semibold">{t('login.title')}</h2>
      <Field label={t('fields.email')} name="email" type="email" autoComplete="email" inputMode="email" required error={errors.email} />
      <Field label={t('fields.password')} name="password" type="password" autoComplete="current-password" required error={errors.password} />
      <div className="flex justify-end">
        <Link href={paths.forgotPassword} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('login.forgot')}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

function RegisterForm({ onDone, refCode, farmer }: { onDone: () => void; refCode?: string; farmer?: boolean }) {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const [userType, setUserType] = useState<'consumer' | 'farmer'>(farmer ? 'farmer' : 'consumer');
  const [errors, setErrors] = useState<Errors>({});
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = { ...Object.fromEntries(new FormData(e.currentTarget)), userType, ...(refCode ? { ref: refCode } : {}) };
    const { RegisterSchema } = await authSchemas();
    const parsed = RegisterSchema.safeParse(data);
    if (!parsed.success) return setErrors(zodErrors(parsed.error.issues));
    setErrors({});
    register.mutate(parsed.data, {
      onSuccess: () => (forgetRef(), onDone()),
      onError: (err) => err instanceof ApiError && err.fields && setErrors(err.fields),
    });
  }
  return (
    <form method="post" onSubmit={(e) => void submit(e)} onFocus={() => void authSchemas()} noValidate className="space-y-4">
      <h2 className="text-2xl font-semibold">{t('register.title')}</h2>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('register.iAm')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {(
            [
              ['consumer', t('register.consumer'), Sprout],
              ['farmer', t('register.farmer'), Tractor],
            ] as const
          ).map(([value, label, Icon]) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 p-3 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                userType === value ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-stone-200 text-stone-700',
              )}
            >
              <input type="radio" name="userType" value={value} checked={userType === value} onChange={() => setUserType(value)} className="sr-only" />
              <Icon className="h-6 w-6" aria-hidden="true" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('fields.firstName')} name="firstName" autoComplete="given-name" required error={errors.firstName} />
      <Field label={t('fields.email')} name="email" type="email" autoComplete="email" inputMode="email" required error={errors.email} />
      <Field
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password}
        hint={t('fields.passwordHint')}
      />
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
      <p className="text-center text-xs text-stone-600">
        <Trans
          t={t}
          ns="auth"
          i18nKey="register.agree"
          components={{ terms: <Link href={paths.terms} className="underline" />, privacy: <Link href={paths.privacy} className="underline" /> }}
        />
      </p>
    </form>
  );
}
