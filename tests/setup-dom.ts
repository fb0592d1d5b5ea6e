import "@testing-library/jest-dom";

// The app loads Radix's menu and dialog code after the page (components/ui/lazy-module.ts); component tests
// load it before they render, so a menu or dialog opens at once, as it does in a browser once it is there.
beforeAll(async () => {
  const { radixDialog, radixMenu } = await import("@/components/ui/lazy-module");
  await Promise.all([radixDialog.load(), radixMenu.load()]);
});
