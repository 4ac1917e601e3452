/** A centred spinner with a visible text, used while the sign-in state loads. */
export function LoadingScreen({ text = "Loading..." }: { text?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3">
        <div
          className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
          aria-hidden
        />
        <p className="text-slate-600">{text}</p>
      </div>
    </div>
  );
}
