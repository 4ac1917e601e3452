/**
 * The source of an imported problem, under the problem editor: the book, chapter and number,
 * the license and the line the license asks for, with links. It is shown beside the problem and
 * kept with the session, never sent to the tutor as part of the problem.
 */
import type { ReactNode } from "react";
import type { ProblemAttribution } from "../../../contracts/textbook";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 break-words";

/** The attribution's own line, its address made a link where it names one. */
function attributionText(source: ProblemAttribution): ReactNode {
  const at = source.url ? source.text.indexOf(source.url) : -1;
  if (!source.url || at < 0) return source.text;
  return (
    <>
      {source.text.slice(0, at)}
      <a href={source.url} target="_blank" rel="noreferrer" className={linkClass}>
        {source.url}
      </a>
      {source.text.slice(at + source.url.length)}
    </>
  );
}

/** The source note; `id` lets the problem field name it as its description. */
export function ProblemSource({ source, id }: { source: ProblemAttribution; id: string }) {
  const chapter = source.chapterTitle
    ? `chapter ${source.chapter} (${source.chapterTitle})`
    : `chapter ${source.chapter}`;
  return (
    <p id={id} className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-xs leading-relaxed text-slate-700">
      <span className="font-semibold">Source: </span>
      <cite className="not-italic">{source.book}</cite> ({source.publisher}), {chapter}, problem{" "}
      {source.number}.{" "}
      {source.license &&
        (source.licenseUrl ? (
          <>
            <a href={source.licenseUrl} target="_blank" rel="noreferrer license" className={linkClass}>
              {source.license}
            </a>
            .{" "}
          </>
        ) : (
          `${source.license}. `
        ))}
      {attributionText(source)}
    </p>
  );
}
