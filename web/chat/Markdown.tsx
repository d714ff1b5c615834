import { Link } from "@tanstack/react-router";
import ReactMarkdown, { type Components } from "react-markdown";

// The coach writes Markdown. react-markdown renders it without raw HTML (safe by default);
// links inside the app go through the router, others open in a new tab.
const components: Components = {
  a: ({ href = "", children }) =>
    href.startsWith("/") ? (
      <Link to={href.split("#")[0]} hash={href.split("#")[1]} className="font-medium text-accent underline underline-offset-4">
        {children}
      </Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-accent underline underline-offset-4">
        {children}
      </a>
    ),
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-5">{children}</ol>,
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
};

export default function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown components={components} skipHtml>
      {text}
    </ReactMarkdown>
  );
}
