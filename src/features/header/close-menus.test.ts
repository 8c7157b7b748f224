// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { closeMenusLeftBy } from './close-menus.ts';

// jsdom has no popovers: the open state is a class here, read through :popover-open's stand-in.
function header(): { root: HTMLElement; hidden: string[] } {
  const root = document.createElement('div');
  root.innerHTML = `
    <header class="site-header">
      <button id="menu">Menu</button>
      <nav id="site-menu" popover>
        <a id="home" href="/">Home</a>
        <div class="nav-group"><button id="vehicles">Vehicles</button>
          <ul id="nav-vehicles" popover><li><a id="hilux" href="/models/hilux">HiLux</a></li></ul></div>
        <a id="stock" href="/search">Our Stock</a>
      </nav>
    </header>
    <main><a id="crumb" href="/">Home</a></main>`;
  const hidden: string[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('[popover]')) el.hidePopover = () => void hidden.push(el.id);
  return { root, hidden };
}

/** closeMenusLeftBy with the given popovers open (jsdom does not match :popover-open). */
function leave(open: string[], focused: string): string[] {
  const { root, hidden } = header();
  const scope = {
    querySelectorAll: () => open.map((id) => root.querySelector(`#${id}`)!),
  } as unknown as ParentNode;
  closeMenusLeftBy(root.querySelector(`#${focused}`)!, scope);
  return hidden;
}

describe('closeMenusLeftBy', () => {
  it('closes a dropdown when focus lands outside its group, not inside it', () => {
    expect(leave(['nav-vehicles'], 'stock')).toEqual(['nav-vehicles']);
    expect(leave(['nav-vehicles'], 'home')).toEqual(['nav-vehicles']);
    expect(leave(['nav-vehicles'], 'hilux')).toEqual([]);
    expect(leave(['nav-vehicles'], 'vehicles')).toEqual([]);
  });

  it('closes the phone menu when focus leaves the header, not while it moves inside it', () => {
    expect(leave(['site-menu'], 'stock')).toEqual([]);
    expect(leave(['site-menu'], 'menu')).toEqual([]);
    expect(leave(['site-menu'], 'crumb')).toEqual(['site-menu']);
  });
});
