import { useQuery } from '@tanstack/react-query';
import { BarChart3, Brain, Car, CheckCircle2, Loader2, Lock, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { leaveDemo, safeNextPath } from '@/lib/sign-in-return';
import { SharePrivileges } from './share-privileges';
import { Button } from '@/components/ui/button';
import { useTRPC } from '@/lib/trpc';
import { useSignIn } from './use-sign-in';

const FEATURES = [
  { icon: BarChart3, title: 'Vehicle Analytics', text: 'Live diagnostics and a 7-day history of every car you share.' },
  { icon: Lock, title: 'Secure & Private', text: 'You choose which vehicles to share; your keys never leave DIMO.' },
  { icon: Brain, title: 'AI-Powered', text: 'An assistant that answers from your car’s own data.' },
  { icon: Users, title: 'Community', text: 'Built on the open DIMO network of connected vehicles.' },
];

const BENEFITS = ['Real-time health monitoring', 'AI maintenance predictions', 'Smart trip planning', 'Secure blockchain data storage'];

export default function LoginPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const me = useQuery(trpc.auth.me.queryOptions());
  const { ready, start, pending, error } = useSignIn();
  const [signedInHere, setSignedInHere] = useState(false);
  const [shareLocation, setShareLocation] = useState(false);
  const signedIn = signedInHere || Boolean(me.data);

  const onSignIn = async () => {
    const done = await start('EMAIL_INPUT');
    if (!done) return;
    leaveDemo();
    setSignedInHere(true);
    // Back to the page the owner was sent here from, once they have a vehicle shared to see it with.
    if (next && done.vehicleCount > 0) navigate(next, { replace: true });
  };
  const onShare = async () => {
    const done = await start('VEHICLE_MANAGER', { location: shareLocation });
    if (done) {
      leaveDemo();
      navigate(next ?? '/dashboard');
    }
  };

  return (
    <div className="min-h-screen bg-muted/40">
      <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10">
        <header className="text-center">
          <h1 className="sr-only">Sign in to DriveWise</h1>
          <Link to="/" className="inline-flex items-center gap-2 text-3xl font-extrabold">
            <span className="bg-gradient-hero flex size-10 items-center justify-center rounded-xl text-white" aria-hidden>
              <Car className="size-6" />
            </span>
            DriveWise
          </Link>
          <p className="mt-2 text-muted-foreground">AI insights for your connected vehicles, powered by DIMO.</p>
        </header>

        <section className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Features">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border bg-card p-4">
              <Icon className="mb-2 size-6 text-primary" aria-hidden />
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          ))}
        </section>

        <div className={signedIn ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4'}>
          <section className="rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="step1">
            <p className="text-sm font-medium text-primary">Step 1</p>
            <h2 id="step1" className="mb-2 text-xl font-semibold">
              Sign in with your DIMO account
            </h2>
            <p className="mb-4 text-sm text-muted-foreground">Use the email of your DIMO account. A secure window opens to sign you in.</p>
            {signedIn ? (
              <p className="flex items-center gap-2 font-medium text-success" role="status">
                <CheckCircle2 className="size-5" aria-hidden /> Signed in{me.data?.email ? ` as ${me.data.email}` : ''}
              </p>
            ) : (
              <Button
                variant="hero"
                className="h-10 w-full max-w-[375px] rounded-[24px]"
                onClick={onSignIn}
                disabled={!ready || pending !== null}
              >
                {pending === 'EMAIL_INPUT' ? <Loader2 className="animate-spin" aria-hidden /> : null}
                Sign in with DIMO
              </Button>
            )}
            {!signedIn && (
              <p className="mt-3 text-sm text-muted-foreground">
                Not yet?{' '}
                <Link to="/dashboard?demo" className="font-medium text-primary underline underline-offset-4">
                  Look around with a demo car
                </Link>
              </p>
            )}
          </section>

          {signedIn ? (
            <section className="rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="step2">
              <p className="text-sm font-medium text-primary">Step 2</p>
              <h2 id="step2" className="mb-2 text-xl font-semibold">
                Share Your Vehicles
              </h2>
              <p className="mb-3 text-sm text-muted-foreground">Select which vehicles to share for AI insights. You can change this at any time in Settings.</p>
              <SharePrivileges location={shareLocation} onLocationChange={setShareLocation} />
              <div className="flex flex-wrap gap-2">
                <Button variant="ai" size="lg" onClick={onShare} disabled={pending !== null}>
                  {pending === 'VEHICLE_MANAGER' ? <Loader2 className="animate-spin" aria-hidden /> : null}
                  Share Your Vehicles
                </Button>
                <Button variant="outline" size="lg" onClick={() => navigate(next ?? '/dashboard')}>
                  {next ? 'Continue' : 'Go to dashboard'}
                </Button>
              </div>
            </section>
          ) : null}
        </div>

        {error ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            {error}
          </p>
        ) : null}

        <section className="rounded-xl border bg-card p-6" aria-labelledby="benefits">
          <h2 id="benefits" className="mb-3 font-semibold">
            What you get
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {BENEFITS.map((b) => (
              <li key={b} className="flex items-center gap-2 text-sm">
                <CheckCircle2 className="size-4 text-success" aria-hidden /> {b}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
