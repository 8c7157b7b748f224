/** Page navigation the garage buttons use, in one object so component tests can replace it. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
