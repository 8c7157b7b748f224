// A row of five stars with partial fill (core starFills: a fraction above
// .30 fills that much of the next star). The clip is a nested <svg> of the
// filled width, so no style attribute is needed (strict CSP).
const STAR = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.3L12 17.8 5.8 21.5l1.6-7.3L2 9.5l7.1-.6z';

export function Stars({ fills, label, className = 'stars' }: { fills: number[]; label: string; className?: string }) {
  return (
    <span className={className} role="img" aria-label={label}>
      {fills.map((fill, i) => {
        const width = Math.round(fill * 24 * 100) / 100;
        return (
          <svg key={i} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path className="stars__empty" d={STAR} />
            {width > 0 && (
              <svg
                x="0"
                y="0"
                width={width}
                height="24"
                viewBox={`0 0 ${width} 24`}
                preserveAspectRatio="xMinYMin slice"
              >
                <path className="stars__full" d={STAR} />
              </svg>
            )}
          </svg>
        );
      })}
    </span>
  );
}

/** '4.7 out of 5 stars'. */
export function ratingLabel(rating: number): string {
  return `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5 stars`;
}
