// One page of the PDF viewer's all-pages view, drawn only when it comes within a viewer's height of
// what is visible (as pdf.js's own viewer does): a 20-page document no longer draws 20 canvases and
// text layers before the first page shows. Until then a box of the page's size stands in its place,
// with the page's number, so scrolling and 'go to page' work as before. Once drawn it stays drawn.
import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { Page } from 'react-pdf';

type PageProps = ComponentProps<typeof Page>;

export interface LazyPageProps extends PageProps {
  pageNumber: number;
  /** The scrolling box the pages are in. */
  root: RefObject<HTMLDivElement | null>;
  /** Height over width of the page as shown (rotation included), for the stand-in box. */
  aspect: number;
  /** Drawn at once (the first page, a page with a highlight). */
  eager: boolean;
}

export function LazyPage({ root, aspect, eager, ...pageProps }: LazyPageProps) {
  const standIn = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(eager);
  useEffect(() => {
    if (eager) setNear(true);
  }, [eager]);
  useEffect(() => {
    const el = standIn.current;
    if (near || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { root: root.current, rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, root]);
  if (near) return <Page {...pageProps} />;
  const width = typeof pageProps.width === 'number' ? pageProps.width : 600;
  return (
    <div
      ref={standIn}
      className="react-pdf__Page"
      data-page-number={pageProps.pageNumber}
      data-testid="pdf-page-pending"
      style={{ width, height: Math.round(width * aspect), background: 'white' }}
    />
  );
}
