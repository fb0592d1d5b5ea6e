// The API shape of a team (spec section 3: id, name).
export type TeamJson = { id: number; name: string };

export function teamJson(team: { id: number; name: string }): TeamJson {
  return { id: team.id, name: team.name };
}
