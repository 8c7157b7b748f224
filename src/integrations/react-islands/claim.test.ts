import { Component, forwardRef, memo } from 'react';
import { describe, expect, it } from 'vitest';
import { isReactFunctionComponent } from './claim.ts';

class ReactClass extends Component {
  override render() {
    return null;
  }
}
class NotReact {
  render() {
    return 'x';
  }
}

describe('isReactFunctionComponent (claimed without the test render)', () => {
  it.each([
    [
      'a function component',
      function Card() {
        return null;
      },
      true,
    ],
    ['an arrow component', () => null, true],
    ['a React class (left to @astrojs/react)', ReactClass, false],
    ['another class with render (left to @astrojs/react)', NotReact, false],
    ['a memo object (left to @astrojs/react)', memo(() => null), false],
    ['a forwardRef object (left to @astrojs/react)', forwardRef(() => null), false],
    ['a string', 'div', false],
  ])('%s -> %s', (_label, component, expected) => {
    expect(isReactFunctionComponent(component)).toBe(expected);
  });
});
