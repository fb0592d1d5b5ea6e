// What Radix menus and dialogs need from a browser that jsdom lacks. Import it first in component tests
// that open a Radix dropdown.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const g = globalThis as unknown as Record<string, unknown>;
g.ResizeObserver ??= ResizeObserverStub;
if (typeof window !== "undefined") {
  // Radix reads pointerType and button from pointer events; jsdom has no PointerEvent.
  if (!("PointerEvent" in window)) {
    class PointerEventStub extends MouseEvent {
      pointerType: string;
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? "mouse";
        this.pointerId = init.pointerId ?? 1;
      }
    }
    g.PointerEvent = PointerEventStub;
    (window as unknown as Record<string, unknown>).PointerEvent = PointerEventStub;
  }
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.setPointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}
export {};
