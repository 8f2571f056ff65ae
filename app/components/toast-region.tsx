import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast } from "~/services/toast.server";

const AUTO_CLOSE_MS = 5000;

const tone: Record<Toast["type"], string> = {
  success: "border-green-600 bg-green-50 text-green-900",
  error: "border-red-600 bg-red-50 text-red-900",
  info: "border-gray-600 bg-white text-gray-900",
};

/** Shows the server's flash message; with JavaScript it closes itself after 5 seconds. */
export function ToastRegion({ toast }: { toast: Toast | null }) {
  const [visible, setVisible] = useState<Toast | null>(toast);
  const hydrated = useHydrated();

  useEffect(() => {
    setVisible(toast);
    if (!toast) return;
    const timer = setTimeout(() => setVisible(null), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed right-4 top-4 z-40 w-80 max-w-[calc(100%-2rem)]"
    >
      {visible ? (
        <div
          className={`flex items-start gap-3 rounded-md border-l-4 p-4 shadow-lg ${tone[visible.type]}`}
        >
          <p className="flex-1 text-sm font-medium">{visible.message}</p>
          {hydrated ? (
            <button
              type="button"
              onClick={() => setVisible(null)}
              className="text-sm font-bold opacity-60 hover:opacity-100"
              aria-label="Dismiss"
            >
              ×
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
