// Grouping by sender (spec section 3): groups in the order of their newest notification, the items'
// order kept, no sender = the system group.
import { groupBySender } from "@/components/notifications/group-by-sender";

const n = (id: number, sender_name: string | null, avatar: string | null = sender_name ? sender_name[0]! : null) => ({
  id,
  sender_name,
  avatar,
});

it("groups by sender in the order of first appearance, keeping each group's order", () => {
  const groups = groupBySender([
    n(9, "Ann Peeters", "AP"),
    n(8, null),
    n(7, "Bob Jansen", "BJ"),
    n(6, "Ann Peeters", "AP"),
    n(5, null),
  ]);
  expect(groups.map((g) => [g.key, g.sender, g.avatar, g.items.map((i) => i.id)])).toEqual([
    ["sender:Ann Peeters", "Ann Peeters", "AP", [9, 6]],
    ["system", null, null, [8, 5]],
    ["sender:Bob Jansen", "Bob Jansen", "BJ", [7]],
  ]);
});

it("puts blank sender names in the system group and keeps a person named System apart", () => {
  const groups = groupBySender([n(3, "  "), n(2, "system"), n(1, null)]);
  expect(groups.map((g) => [g.key, g.items.map((i) => i.id)])).toEqual([
    ["system", [3, 1]],
    ["sender:system", [2]],
  ]);
});

it("gives no groups for no notifications", () => {
  expect(groupBySender([])).toEqual([]);
});
