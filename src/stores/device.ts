/** Client device state (SPEC §3, §4): browser and OS flags, viewport size, pixel ratio. */
import { map } from 'nanostores';
import { deviceFlags, type DeviceFlags } from '~/lib/device';

/** The device as the browser reports it; zeros until filled on the client. */
export interface DeviceState extends DeviceFlags {
  width: number;
  height: number;
  pixelRatio: number;
}

/** The device state. */
export const $device = map<DeviceState>({
  ...deviceFlags('', 0),
  width: 0,
  height: 0,
  pixelRatio: 1,
});

/** Fill the state from a window-like source (the browser's window on the client). */
export function fillDevice(win: {
  navigator: { userAgent: string; maxTouchPoints: number };
  innerWidth: number;
  innerHeight: number;
  devicePixelRatio: number;
}): void {
  $device.set({
    ...deviceFlags(win.navigator.userAgent, win.navigator.maxTouchPoints),
    width: win.innerWidth,
    height: win.innerHeight,
    pixelRatio: win.devicePixelRatio || 1,
  });
}

/** Fill now and keep width, height and pixel ratio current (client only). */
export function watchDevice(): void {
  fillDevice(window);
  let frame = 0;
  window.addEventListener('resize', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => fillDevice(window));
  });
}
