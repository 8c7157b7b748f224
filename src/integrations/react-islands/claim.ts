/**
 * Whether ./server.ts claims a component for React without rendering it: a
 * function that is not a class with render() (a class is React only if it
 * extends React.Component, which @astrojs/react's own check decides, as it
 * does for memo/forwardRef objects).
 */
export function isReactFunctionComponent(component: unknown): boolean {
  if (typeof component !== 'function') return false;
  const prototype = (component as { prototype?: { render?: unknown } }).prototype;
  return !(prototype != null && typeof prototype.render === 'function');
}
