import type { ShownToast } from "#app/schemas/toast.ts";

const tone: Record<ShownToast["type"], string> = {
  success: "border-green-600 bg-green-50 text-green-900",
  error: "border-red-600 bg-red-50 text-red-900",
  info: "border-gray-600 bg-white text-gray-900",
};

/**
 * Shows the server's flash message at the bottom of the screen, clear of the navigation. It needs
 * no script to go away: a CSS animation hides it after 5 seconds (`animate-toast`), and its close
 * control is a label for a checkbox that hides it when ticked. The 5 seconds stand still while
 * the pointer rests on it or the keyboard is on its close control: whoever needs longer to read
 * it has it. A new message (a new `id`) mounts afresh, so its timer and checkbox start over.
 */
export function ToastRegion({ toast }: { toast: ShownToast | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-end"
    >
      {toast ? (
        <div
          key={toast.id}
          data-testid="toast"
          className={`animate-toast pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 p-4 shadow-lg hover:[animation-play-state:paused] focus-within:[animation-play-state:paused] has-checked:hidden ${tone[toast.type]}`}
        >
          <p className="min-w-0 flex-1 text-sm font-medium">{toast.message}</p>
          <input id={`close-${toast.id}`} type="checkbox" className="peer sr-only" />
          <label
            htmlFor={`close-${toast.id}`}
            className="-m-2 cursor-pointer rounded p-2 text-lg leading-none font-bold opacity-70 peer-focus-visible:ring-2 peer-focus-visible:ring-current hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">Dismiss</span>
          </label>
        </div>
      ) : null}
    </div>
  );
}
