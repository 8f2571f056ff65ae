import { useNavigation } from "@remix-run/react";

/** A thin bar at the top of the page while a client-side navigation or submission loads. */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      role="progressbar"
      aria-hidden={!busy}
      aria-label="Loading"
      data-state={navigation.state}
      className={`fixed inset-x-0 top-0 z-50 h-1 overflow-hidden transition-opacity duration-300 ${
        busy ? "opacity-100" : "opacity-0"
      }`}
    >
      {/* With reduced motion asked for, a still bar across the top says the same. */}
      <div
        className={`h-full w-1/3 bg-brand motion-reduce:w-full ${busy ? "animate-progress motion-reduce:animate-none" : ""}`}
      />
    </div>
  );
}
