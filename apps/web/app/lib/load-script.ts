// Third-party scripts of the journeys (payment providers, social sign-in) load only when the
// visitor reaches the step that needs them (spec §4 "load provider script"), once per page.

const loading = new Map<string, Promise<void>>();

export type ScriptAttributes = Record<string, string>;

/** Adds `<script src>` once and resolves when it has run; a failed load can be tried again. */
export function loadScript(src: string, attributes: ScriptAttributes = {}): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`script ${src} could not be loaded`));
    });
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/**
 * Waits for a global the script defines, checking every `intervalMs` (spec §7: the PayPal SDK is
 * polled every 500 ms) until `timeoutMs`.
 */
export function waitForGlobal<T>(
  read: () => T | undefined,
  intervalMs = 500,
  timeoutMs = 15_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const value = read();
      if (value !== undefined && value !== null) return resolve(value);
      if (Date.now() - started >= timeoutMs) return reject(new Error('script global not available'));
      setTimeout(check, intervalMs);
    };
    check();
  });
}
