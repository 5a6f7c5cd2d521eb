/**
 * The /bonus calculator: takes the awarding rules rendered at build time, refreshes them from
 * /api/loyalty/config, and recomputes the points as the visitor types or picks a rule.
 */
import { bonusPoints, pointsText } from './bonus';

const root = document.querySelector<HTMLElement>('[data-bonus-calculator]');
if (root) {
  const price = root.querySelector<HTMLInputElement>('input[name="price"]');
  const output = root.querySelector<HTMLOutputElement>('output');
  const update = (): void => {
    const rule = root.querySelector<HTMLInputElement>('input[name="ratio"]:checked');
    const points = bonusPoints(Number(price?.value ?? 0), Number(rule?.value ?? 0));
    if (output) output.textContent = pointsText(points);
  };
  root.addEventListener('input', update);
  update();
  void fetch('/api/loyalty/config', { headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<{ awarding_rules?: { ratio: number }[] }>) : null))
    .then((config) => {
      const rules = config?.awarding_rules ?? [];
      const inputs = root.querySelectorAll<HTMLInputElement>('input[name="ratio"]');
      rules.forEach((rule, i) => {
        const input = inputs[i];
        if (input && Number.isFinite(rule.ratio)) input.value = String(rule.ratio);
      });
      update();
    })
    .catch(() => undefined);
}
