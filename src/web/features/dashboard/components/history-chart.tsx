import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { DistanceUnit } from '@shared/units';
import type { HistoryPoint } from '../history-series';

export interface HistoryChartProps {
  points: HistoryPoint[];
  unit: DistanceUnit;
  levelLabel: string;
}

const HEIGHT = 192;
const PAD = { top: 8, right: 32, bottom: 36, left: 32 };
const TICK = { fontSize: 11, fill: 'var(--muted-foreground)' };

/** The width the element is laid out at, followed as it changes (text stays its size when the card narrows). */
function useWidth<T extends Element>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** A scale's top: the largest value rounded up to a round step, so its ticks read well. */
function niceMax(values: (number | null)[]): number {
  const max = Math.max(0, ...values.filter((v): v is number => v !== null));
  if (max === 0) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil(max / step) * step;
}

/** A line through the days that have a value, skipping the others (as the readings allow). */
function linePath(values: (number | null)[], x: (i: number) => number, y: (v: number) => number): string {
  return values
    .flatMap((v, i) => (v === null ? [] : [`${x(i).toFixed(1)},${y(v).toFixed(1)}`]))
    .map((point, i) => `${i === 0 ? 'M' : 'L'}${point}`)
    .join(' ');
}

/**
 * Distance per day as bars (left scale), level % and coolant °C as lines (right scale), drawn as plain SVG: the
 * dashboard does not load the chart library for one small chart (the numbers are in the table beside it).
 */
export default function HistoryChart({ points, unit, levelLabel }: HistoryChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const series = [
    { key: 'level' as const, name: `${levelLabel} (%)`, color: 'var(--success)' },
    { key: 'coolant' as const, name: 'Coolant (°C)', color: 'var(--destructive)' },
  ].filter((s) => points.some((p) => p[s.key] !== null));
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = points.length ? plotWidth / points.length : 0;
  const x = (i: number) => PAD.left + slot * (i + 0.5);
  const distanceMax = niceMax(points.map((p) => p.distance));
  const scaleMax = niceMax(points.flatMap((p) => series.map((s) => p[s.key])));
  const yDistance = (v: number) => PAD.top + plotHeight * (1 - v / distanceMax);
  const yScale = (v: number) => PAD.top + plotHeight * (1 - v / scaleMax);
  const barWidth = Math.min(24, slot * 0.6);
  const grid = [0, 0.25, 0.5, 0.75, 1];

  return (
    <div ref={ref} className="h-48 w-full" aria-hidden>
      {width > 0 && (
        <svg width={width} height={HEIGHT} data-testid="history-chart">
          {grid.map((g) => (
            <g key={g}>
              <line x1={PAD.left} x2={PAD.left + plotWidth} y1={PAD.top + plotHeight * (1 - g)} y2={PAD.top + plotHeight * (1 - g)} stroke="var(--border)" strokeDasharray="3 3" />
              <text x={PAD.left - 4} y={PAD.top + plotHeight * (1 - g) + 4} textAnchor="end" {...TICK}>
                {Math.round(distanceMax * g)}
              </text>
              {series.length > 0 && (
                <text x={PAD.left + plotWidth + 4} y={PAD.top + plotHeight * (1 - g) + 4} {...TICK}>
                  {Math.round(scaleMax * g)}
                </text>
              )}
            </g>
          ))}
          {points.map((p, i) => (
            <g key={p.timestamp}>
              {p.distance !== null && p.distance > 0 && (
                <rect x={x(i) - barWidth / 2} y={yDistance(p.distance)} width={barWidth} height={PAD.top + plotHeight - yDistance(p.distance)} rx={3} fill="var(--primary)">
                  <title>{`${p.label}: ${p.distance} ${unit}`}</title>
                </rect>
              )}
              <text x={x(i)} y={PAD.top + plotHeight + 14} textAnchor="middle" {...TICK}>
                {p.label}
              </text>
            </g>
          ))}
          {series.map((s) => (
            <g key={s.key}>
              <path d={linePath(points.map((p) => p[s.key]), x, yScale)} fill="none" stroke={s.color} strokeWidth={2} />
              {points.map((p, i) =>
                p[s.key] === null ? null : (
                  <circle key={p.timestamp} cx={x(i)} cy={yScale(p[s.key]!)} r={2.5} fill={s.color}>
                    <title>{`${p.label}: ${s.name} ${p[s.key]}`}</title>
                  </circle>
                ),
              )}
            </g>
          ))}
          <g transform={`translate(${PAD.left}, ${HEIGHT - 8})`} fontSize={11}>
            {[{ name: `Distance (${unit})`, color: 'var(--primary)' }, ...series].map((item, i) => (
              <g key={item.name} transform={`translate(${i * Math.max(96, plotWidth / 3)}, 0)`}>
                <rect y={-8} width={8} height={8} fill={item.color} />
                <text x={12} fill="var(--foreground)">
                  {item.name}
                </text>
              </g>
            ))}
          </g>
        </svg>
      )}
    </div>
  );
}
