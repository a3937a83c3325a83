import { useLocation } from 'react-router';

const TITLES: Record<string, string> = {
  '/vehicles': 'Vehicles',
  '/insights': 'Insights',
  '/charging': 'Charging',
  '/settings': 'Settings',
};

export function PlaceholderPage() {
  const { pathname } = useLocation();
  const title = TITLES[pathname] ?? 'Coming soon';
  return (
    <section className="mx-auto max-w-3xl space-y-2 p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">This section is on its way. Your dashboard and AI assistant already work.</p>
    </section>
  );
}
export default PlaceholderPage;
