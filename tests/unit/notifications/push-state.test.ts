// The push state decision (spec section 4) and the VAPID key conversion the subscription needs.
import {
  decidePushState,
  isBlockedError,
  urlBase64ToUint8Array,
  type PushFacts,
} from "@/components/notifications/push-state";

const ready: PushFacts = {
  allowed: true,
  supported: true,
  vapidPublicKey: "BKey",
  permission: "default",
  subscribed: false,
};

describe("decidePushState", () => {
  it("is not enabled (a button) in a capable browser without a subscription", () => {
    expect(decidePushState(ready)).toBe("not_enabled");
    expect(decidePushState({ ...ready, permission: "granted" })).toBe("not_enabled");
  });
  it("is enabled with a subscription and a granted permission only", () => {
    expect(decidePushState({ ...ready, permission: "granted", subscribed: true })).toBe("enabled");
    expect(decidePushState({ ...ready, permission: "default", subscribed: true })).toBe("not_enabled");
  });
  it("is blocked when the permission is denied, even with an old subscription", () => {
    expect(decidePushState({ ...ready, permission: "denied" })).toBe("blocked");
    expect(decidePushState({ ...ready, permission: "denied", subscribed: true })).toBe("blocked");
  });
  it("is unsupported without the browser APIs or without a server key", () => {
    expect(decidePushState({ ...ready, supported: false, permission: null })).toBe("unsupported");
    expect(decidePushState({ ...ready, vapidPublicKey: null })).toBe("unsupported");
  });
  it("is off while impersonating, whatever the browser says", () => {
    expect(decidePushState({ ...ready, allowed: false, permission: "granted", subscribed: true })).toBe(
      "impersonating",
    );
    expect(decidePushState({ ...ready, allowed: false, supported: false })).toBe("impersonating");
    expect(decidePushState({ ...ready, allowed: false, permission: "denied" })).toBe("impersonating");
  });
});

describe("urlBase64ToUint8Array", () => {
  it("decodes base64url without padding", () => {
    // "hello?>" in base64 is aGVsbG8/Pg== ; base64url turns / into _ and drops the padding.
    expect(Array.from(urlBase64ToUint8Array("aGVsbG8_Pg"))).toEqual([...Buffer.from("hello?>")]);
    expect(Array.from(urlBase64ToUint8Array("-_8"))).toEqual([0xfb, 0xff]);
  });
  it("gives the 65 bytes of a VAPID public key", () => {
    const key = Buffer.alloc(65, 7);
    key[0] = 4;
    const b64url = key.toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const bytes = urlBase64ToUint8Array(b64url);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

it("treats NotAllowedError as blocked, other failures not", () => {
  expect(isBlockedError(new DOMException("denied", "NotAllowedError"))).toBe(true);
  expect(isBlockedError(new DOMException("abort", "AbortError"))).toBe(false);
  expect(isBlockedError(new Error("network"))).toBe(false);
  expect(isBlockedError(null)).toBe(false);
});
