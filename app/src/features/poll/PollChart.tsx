import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';
import type { PollStat } from './api';
import * as styles from './poll.css';

// Only the bar chart's pieces are registered: the chart module stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale);

/**
 * The votes per entry as horizontal bars, in the theme's colours. The canvas is hidden from
 * assistive technology: the table beside it holds the same numbers.
 */
export default function PollChart({ stat }: { stat: PollStat }) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!box.current || !canvas.current) return;
    const colours = getComputedStyle(box.current);
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: stat.items.map((item) => item.title),
        datasets: [
          {
            data: stat.items.map((item) => item.votes),
            backgroundColor: colours.color,
            borderRadius: 4,
          },
        ],
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: false,
        events: [],
        scales: {
          x: {
            beginAtZero: true,
            ticks: { precision: 0, color: colours.borderTopColor },
            grid: { color: colours.borderTopColor, lineWidth: 0.25 },
          },
          y: { ticks: { color: colours.borderTopColor }, grid: { display: false } },
        },
      },
    });
    return () => chart.destroy();
  }, [stat]);

  return (
    <div ref={box} className={styles.chart} aria-hidden="true">
      <canvas ref={canvas} />
    </div>
  );
}
