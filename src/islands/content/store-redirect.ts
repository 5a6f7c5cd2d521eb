/**
 * /qr-code: a phone goes straight to its store (iPhone/iPad → App Store, Huawei → AppGallery,
 * other Android → Google Play); everyone else stays and sees the store buttons.
 */

/** The store link for a user agent, or null for computers. */
export function storeFor(
  ua: string,
  links: { ios?: string; android?: string; appgallery?: string },
): string | null {
  if (/iPhone|iPad|iPod/i.test(ua)) return links.ios ?? null;
  if (/Huawei|HMSCore|HarmonyOS/i.test(ua)) return links.appgallery ?? links.android ?? null;
  if (/Android/i.test(ua)) return links.android ?? null;
  return null;
}

const root =
  typeof document === 'undefined'
    ? null
    : document.querySelector<HTMLElement>('[data-store-redirect]');
if (root) {
  const target = storeFor(navigator.userAgent, {
    ...(root.dataset['ios'] ? { ios: root.dataset['ios'] } : {}),
    ...(root.dataset['android'] ? { android: root.dataset['android'] } : {}),
    ...(root.dataset['appgallery'] ? { appgallery: root.dataset['appgallery'] } : {}),
  });
  if (target) window.location.replace(target);
}
