import { Activity, Bell, Brain, Car, FileText, Route, ShieldCheck, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

const DEMO_VIDEO_URL = 'https://www.youtube.com/results?search_query=dimo+connected+vehicle+app';

const FEATURES = [
  { icon: Brain, title: 'AI Health Monitoring', text: 'A health score from your car’s live diagnostics, with plain-language insights and trouble-code explanations.' },
  { icon: Wrench, title: 'Predictive Maintenance', text: 'Service history and upcoming work tracked against your real odometer, before anything breaks.' },
  { icon: Route, title: 'Smart Trip Planning', text: 'Ask whether the car is ready for a long drive: range, battery, tires, coolant, documents.' },
  { icon: FileText, title: 'Document Intelligence', text: 'Upload receipts, registrations and insurance cards; get the facts extracted and maintenance reminders set.' },
];

const PROMISES = [
  { icon: Car, text: 'Works with all connected vehicles' },
  { icon: Bell, text: 'Real-time monitoring and alerts' },
  { icon: ShieldCheck, text: 'Secure, blockchain-based data' },
];

export default function LandingPage() {
  return (
    <div className="min-h-screen bg-background">
      <header className="sticky top-0 z-10 border-b bg-background/80 backdrop-blur">
        <nav className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4" aria-label="Main">
          <Link to="/" className="flex items-center gap-2 font-bold">
            <span className="bg-gradient-hero flex size-8 items-center justify-center rounded-lg text-white" aria-hidden>
              <Activity className="size-5" />
            </span>
            DriveWise
          </Link>
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/auth/login">Sign In</Link>
            </Button>
            <Button asChild variant="hero" size="sm">
              <Link to="/auth/login">Get Started</Link>
            </Button>
          </div>
        </nav>
      </header>

      <main>
        <section className="bg-gradient-hero relative overflow-hidden text-white">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-20 sm:py-28">
            <p className="rounded-full border border-white/30 bg-white/10 px-3 py-1 text-sm">For owners of connected vehicles</p>
            <h1 className="max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">
              Know your car’s health before it tells you the hard way.
            </h1>
            <p className="max-w-2xl text-lg text-white/90">
              Connect your vehicle, and an AI assistant watches its diagnostics, plans your maintenance, checks trip readiness and
              reads your paperwork for you.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="xl" className="bg-white text-blue-700 hover:bg-white/90">
                <Link to="/auth/login">Connect</Link>
              </Button>
              <Button asChild size="xl" variant="glass">
                <a href={DEMO_VIDEO_URL} target="_blank" rel="noopener noreferrer">
                  Watch Demo
                </a>
              </Button>
            </div>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/90">
              {PROMISES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2">
                  <Icon className="size-4" aria-hidden /> {text}
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="features-heading">
          <h2 id="features-heading" className="mb-8 text-center text-3xl font-bold">
            Everything your car knows, made useful
          </h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <article key={title} className="rounded-xl border bg-card p-5 shadow-sm">
                <Icon className="mb-3 size-8 text-primary" aria-hidden />
                <h3 className="mb-1 font-semibold">{title}</h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="mx-auto mb-16 max-w-6xl px-4">
          <div className="bg-gradient-ai flex flex-col items-center gap-4 rounded-2xl px-6 py-12 text-center text-white">
            <h2 className="text-3xl font-bold">Ready to meet your car’s co-pilot?</h2>
            <p className="max-w-xl text-white/90">Sign in with your DIMO account, share the vehicles you choose, and get your first health report in a minute.</p>
            <Button asChild size="lg" variant="glass">
              <Link to="/auth/login">Start now</Link>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t py-6 text-center text-sm text-muted-foreground">© 2024 DriveWise. All rights reserved.</footer>
    </div>
  );
}
