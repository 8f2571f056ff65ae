// The Express server and the Remix build (and Vite's reloads in development) each evaluate
// server modules; keeping process-wide resources on globalThis gives them one shared instance.
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> };
  store.__singletons ??= new Map();
  if (!store.__singletons.has(name)) store.__singletons.set(name, create());
  return store.__singletons.get(name) as T;
}
