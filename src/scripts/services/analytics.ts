/**
 * Analytics after consent (SPEC §3 Config): the tag manager and the Yandex verification meta,
 * each only when `/api/config` names it. With nothing configured nothing loads; the CSP allows the
 * tag manager's origin only when the build sets PUBLIC_TAG_MANAGER_ORIGIN (see README).
 */
import { getConfig } from '~/lib/api/client';
import { analyticsPlan } from '~/lib/consent';

/** Load the configured analytics (call only after consent). */
export async function startAnalytics(): Promise<void> {
  const config = await getConfig().catch(() => null);
  const plan = analyticsPlan(true, config);
  if (plan.yandexVerificationId) {
    const meta = document.createElement('meta');
    meta.name = 'yandex-verification';
    meta.content = plan.yandexVerificationId;
    document.head.append(meta);
  }
  if (plan.tagManagerId) {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer ??= [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(plan.tagManagerId)}`;
    document.head.append(script);
  }
}
