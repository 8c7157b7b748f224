/** Sample tenants the end-to-end tests build and serve. */
export const E2E_TENANTS = ['metro-motor-group', 'harbour-toyota', 'outback-caravans', 'kiwi-motors'] as const;
export type E2eTenant = (typeof E2E_TENANTS)[number];
