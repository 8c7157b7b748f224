// Server renderer of ./index.ts: @astrojs/react's renderer with a check() that
// does not render. Astro only asks renderers about components that are not
// .astro components; here those are React function components, memo/forwardRef
// objects, or React class components. Functions (other than non-React classes)
// are claimed at once; anything else goes to @astrojs/react's own check.
import renderer from '@astrojs/react/server.js';
import { isReactFunctionComponent } from './claim.ts';

type Check = typeof renderer.check;

const check: Check = async function (this: ThisParameterType<Check>, Component, props, children, metadata) {
  if (isReactFunctionComponent(Component)) return true;
  return renderer.check.call(this, Component, props, children, metadata);
};

export default { ...renderer, check };
