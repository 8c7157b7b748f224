// The islands' client renderer: @astrojs/react's, loaded by every page that
// has an island. It also brings the header's small script that closes a menu
// when keyboard focus leaves it, so that only pages which already ship
// JavaScript get it (docs/decisions.md "Layout").
import '../../components/header/close-menus.ts';

export { default } from '@astrojs/react/client.js';
