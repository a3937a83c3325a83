import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { TripDetail } from '@shared/api/trips';
import { EVENT_LABELS } from '../trip-display';

/**
 * The route on a raster map (Leaflet, tiles from the operator's configured source), start and end marked, each driving
 * event a red dot. Tiles get the page's origin as referrer (tile servers such as OpenStreetMap's require one), though
 * the app sends no referrer anywhere else.
 */
export default function TripMap({ detail, tiles }: { detail: TripDetail; tiles: { url: string; attribution: string } }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const route = detail.route ?? [];
    if (!ref.current || route.length === 0) return;
    const map = L.map(ref.current, { scrollWheelZoom: false, attributionControl: true });
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19, referrerPolicy: 'strict-origin-when-cross-origin' }).addTo(map);
    const line = L.polyline(
      route.map((p) => [p.latitude, p.longitude] as [number, number]),
      { color: '#2563eb', weight: 4 },
    ).addTo(map);
    const first = route[0];
    const last = route[route.length - 1];
    L.circleMarker([first.latitude, first.longitude], { radius: 7, color: '#15803d', fillOpacity: 1 }).bindTooltip('Start').addTo(map);
    L.circleMarker([last.latitude, last.longitude], { radius: 7, color: '#111827', fillOpacity: 1 }).bindTooltip(detail.trip.ongoing ? 'Now' : 'End').addTo(map);
    for (const e of detail.events) {
      if (e.point) L.circleMarker([e.point.latitude, e.point.longitude], { radius: 6, color: '#dc2626', fillOpacity: 0.9 }).bindTooltip(EVENT_LABELS[e.kind]).addTo(map);
    }
    map.fitBounds(line.getBounds(), { padding: [24, 24] });
    return () => {
      map.remove();
    };
  }, [detail, tiles]);
  return <div ref={ref} className="h-72 w-full rounded-md border sm:h-96" role="region" aria-label="Map of the trip’s route" data-testid="trip-map" />;
}
