/** The Vector mark and name. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>Vector</span>
    </span>
  );
}
