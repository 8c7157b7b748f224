// When each route's pages were rendered, for the build benchmark
// (scripts/bench/build.ts): pages per route and the window from the first
// page's start to the last page's end. Written as JSON at the end of page
// generation when PRERENDER_TIMINGS_FILE names a file.
import { writeFileSync } from 'node:fs';

export interface RouteTiming {
  route: string;
  pages: number;
  /** Epoch milliseconds. */
  firstStart: number;
  lastEnd: number;
}

export class RenderTimings {
  readonly #routes = new Map<string, RouteTiming>();

  /** Records one page of `route`, rendered by `rendering`. */
  track<T>(route: string, rendering: Promise<T>): Promise<T> {
    const start = performance.timeOrigin + performance.now();
    return rendering.then((response) => {
      const end = performance.timeOrigin + performance.now();
      const timing = this.#routes.get(route);
      if (timing) {
        timing.pages++;
        timing.firstStart = Math.min(timing.firstStart, start);
        timing.lastEnd = Math.max(timing.lastEnd, end);
      } else this.#routes.set(route, { route, pages: 1, firstStart: start, lastEnd: end });
      return response;
    });
  }

  routes(): RouteTiming[] {
    return [...this.#routes.values()];
  }

  write(file: string): void {
    writeFileSync(file, JSON.stringify(this.routes(), null, 1));
  }
}
