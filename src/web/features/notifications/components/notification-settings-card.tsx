import { BellRing, CalendarDays, Copy, Mail, Send, Webhook } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { VEHICLE_ALERT_LABELS, VEHICLE_ALERT_RULES } from '@shared/vehicle-alert-kinds';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind, type NotificationSettingsView, type WebhookFormat } from '@shared/api/notifications';
import { kmToMiles, milesToKm, type DistanceUnit } from '@shared/units';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/utils';
import { useCalendarFeed, useNotificationSettings, useTestWebhook, useUpdateNotificationSettings } from '../api';
import { presetFor, WEBHOOK_PRESETS } from '../webhook-presets';

function HeadsUp({ settings, unit }: { settings: NotificationSettingsView; unit: DistanceUnit }) {
  const id = useId();
  const update = useUpdateNotificationSettings();
  const [days, setDays] = useState(String(settings.leadDays));
  const [distance, setDistance] = useState(String(Math.round(unit === 'mi' ? kmToMiles(settings.leadKm) : settings.leadKm)));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const d = Number(days);
    const km = Math.round(unit === 'mi' ? milesToKm(Number(distance)) : Number(distance));
    if (!Number.isInteger(d) || d < 0 || d > 365 || !Number.isFinite(km) || km < 0 || km > 100_000) return toast.error('Enter 0 to 365 days and a distance up to 100,000 km.');
    update.mutate({ leadDays: d, leadKm: km });
  };
  return (
    <form aria-label="Heads-up window" onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div className="space-y-1">
        <Label htmlFor={`${id}-days`}>Days before</Label>
        <Input id={`${id}-days`} inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-km`}>Or {unit} before</Label>
        <Input id={`${id}-km`} inputMode="numeric" value={distance} onChange={(e) => setDistance(e.target.value)} />
      </div>
      <Button type="submit" variant="outline" disabled={update.isPending}>
        Save window
      </Button>
    </form>
  );
}

function EmailSettings({ settings }: { settings: NotificationSettingsView }) {
  const id = useId();
  const update = useUpdateNotificationSettings();
  const [email, setEmail] = useState(settings.email ?? '');
  useEffect(() => setEmail(settings.email ?? ''), [settings.email]);
  const heading = (
    <h3 className="flex items-center gap-2 font-medium">
      <Mail className="size-4 text-primary" aria-hidden /> Email
    </h3>
  );
  if (!settings.emailAvailable) {
    return (
      <section aria-label="Email notifications" className="space-y-2">
        {heading}
        <p className="text-sm text-muted-foreground">Email notifications are not available on this server. The bell, a webhook and the calendar link still work.</p>
      </section>
    );
  }
  return (
    <form
      aria-label="Email notifications"
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ email: email.trim() || null, emailEnabled: Boolean(email.trim()) });
      }}
    >
      {heading}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1">
          <Label htmlFor={`${id}-email`}>Email address</Label>
          <Input id={`${id}-email`} type="email" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <Button type="submit" variant="outline" disabled={update.isPending}>
          Save email
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <Switch id={`${id}-email-on`} checked={settings.emailEnabled} disabled={!settings.email || update.isPending} onCheckedChange={(on) => update.mutate({ emailEnabled: on })} />
        <Label htmlFor={`${id}-email-on`}>Send me emails</Label>
      </div>
    </form>
  );
}

/** The webhook: a preset for the app that receives it, the URL, Save and Send test, with their answers at the field. */
function WebhookSettings({ settings }: { settings: NotificationSettingsView }) {
  const id = useId();
  const save = useUpdateNotificationSettings({ errorsAtField: true });
  const test = useTestWebhook();
  const [url, setUrl] = useState(settings.webhookUrl ?? '');
  const [format, setFormat] = useState<WebhookFormat>(settings.webhookFormat);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => setUrl(settings.webhookUrl ?? ''), [settings.webhookUrl]);
  useEffect(() => setFormat(settings.webhookFormat), [settings.webhookFormat]);
  const preset = presetFor(format);
  const busy = save.isPending || test.isPending;

  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    save.mutate(
      { webhookUrl: url.trim() || null, webhookFormat: format },
      {
        onSuccess: (saved) => setOutcome({ ok: true, text: saved.webhookUrl ? `Saved: notifications go to ${preset.name}.` : 'Saved: no webhook.' }),
        onError: (error) => setOutcome({ ok: false, text: error.message }),
      },
    );
  };
  const onTest = () => {
    setOutcome(null);
    if (!url.trim()) return setOutcome({ ok: false, text: 'Enter the webhook URL first.' });
    test.mutate(
      { url: url.trim(), format },
      {
        onSuccess: (result) => setOutcome({ ok: true, text: result.message }),
        onError: (error) => setOutcome({ ok: false, text: error.message }),
      },
    );
  };

  return (
    <form aria-label="Webhook" className="space-y-2" onSubmit={onSave}>
      <h3 className="flex items-center gap-2 font-medium">
        <Webhook className="size-4 text-primary" aria-hidden /> Webhook
      </h3>
      <p className="text-sm text-muted-foreground">Get notifications on your phone or in a chat: each one is sent to this URL, in the format of the app you choose. Failed calls are retried.</p>
      <div className="grid gap-2 sm:grid-cols-[minmax(10rem,14rem)_1fr]">
        <div className="space-y-1">
          <Label htmlFor={`${id}-format`}>Send to</Label>
          <NativeSelect
            id={`${id}-format`}
            value={format}
            onChange={(e) => {
              setFormat(e.target.value as WebhookFormat);
              setOutcome(null);
            }}
          >
            {WEBHOOK_PRESETS.map((p) => (
              <option key={p.format} value={p.format}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-hook`}>Webhook URL</Label>
          <Input
            id={`${id}-hook`}
            type="url"
            maxLength={2000}
            placeholder={preset.placeholder}
            value={url}
            aria-invalid={outcome?.ok === false || undefined}
            aria-describedby={`${id}-hook-help ${id}-hook-outcome`}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
      </div>
      <p id={`${id}-hook-help`} className="text-sm text-muted-foreground">
        {preset.help}
      </p>
      <p id={`${id}-hook-outcome`} role={outcome?.ok === false ? 'alert' : 'status'} className={cn('text-sm', outcome?.ok === false ? 'text-destructive' : 'text-success')}>
        {outcome?.text}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={busy}>
          Save webhook
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={onTest}>
          <Send aria-hidden /> {test.isPending ? 'Sending…' : 'Send test'}
        </Button>
      </div>
    </form>
  );
}

const LIVE_ALERTS = new Intl.ListFormat('en', { type: 'conjunction' }).format(VEHICLE_ALERT_RULES.map((r) => VEHICLE_ALERT_LABELS[r]));

function NotifyAbout({ settings }: { settings: NotificationSettingsView }) {
  const id = useId();
  const update = useUpdateNotificationSettings();
  const muted = new Set(settings.mutedKinds);
  const toggleKind = (kind: NotificationKind, on: boolean) => {
    const next = new Set(muted);
    if (on) next.delete(kind);
    else next.add(kind);
    update.mutate({ mutedKinds: [...next] });
  };

  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">Notify me about</legend>
      <p className="text-sm text-muted-foreground">For email and the webhook; the bell always shows everything.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {NOTIFICATION_KINDS.map((kind) => (
          <div key={kind} className="flex items-center gap-2">
            <Switch id={`${id}-kind-${kind}`} checked={!muted.has(kind)} disabled={update.isPending} onCheckedChange={(on) => toggleKind(kind, on)} />
            <Label htmlFor={`${id}-kind-${kind}`} className="font-normal">
              {NOTIFICATION_KIND_LABELS[kind]}
            </Label>
          </div>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        Vehicle alerts (live): {LIVE_ALERTS}, each from a car whose connection reports it.
      </p>
    </fieldset>
  );
}

function CalendarFeed({ active }: { active: boolean }) {
  const { create, revoke } = useCalendarFeed();
  const url = create.data?.url;
  const copy = (text: string) =>
    navigator.clipboard?.writeText(text).then(
      () => toast.success('Copied'),
      () => toast.error('Copy failed'),
    );
  return (
    <div className="space-y-2">
      <h3 className="flex items-center gap-2 font-medium">
        <CalendarDays className="size-4 text-primary" aria-hidden /> Calendar
      </h3>
      <p className="text-sm text-muted-foreground">
        A private iCal link with every dated reminder and predicted due date, for Google Calendar, Apple Calendar or Outlook. Anyone with the link can read it.
      </p>
      {url && (
        <div className="space-y-2 rounded-md border bg-muted/50 p-3 text-sm" role="status">
          <p>Copy it now: it is shown only once. Make a new one any time (the old one then stops working).</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 truncate rounded bg-background px-2 py-1" aria-label="Calendar link">
              {url}
            </code>
            <Button variant="ghost" size="icon" aria-label="Copy calendar link" onClick={() => void copy(url)}>
              <Copy aria-hidden />
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => create.mutate()} disabled={create.isPending}>
          {active ? 'Make a new calendar link' : 'Create calendar link'}
        </Button>
        {active && (
          <Button variant="ghost" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            Revoke calendar link
          </Button>
        )}
      </div>
    </div>
  );
}

/** Settings: the heads-up window, email, webhook, kinds, and the private calendar feed. */
export function NotificationSettingsCard({ unit }: { unit: DistanceUnit }) {
  const settings = useNotificationSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-5 text-primary" aria-hidden /> Reminders and notifications
        </CardTitle>
        <CardDescription>When a reminder counts as due soon, and where notifications go besides the bell.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {!settings.data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <HeadsUp settings={settings.data} unit={unit} />
            <EmailSettings settings={settings.data} />
            <WebhookSettings settings={settings.data} />
            <NotifyAbout settings={settings.data} />
            <CalendarFeed active={settings.data.calendarActive} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
