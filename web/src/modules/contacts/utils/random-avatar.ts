/** The server assigns one of these on create; the modal's Random Avatar button picks another. */
export const avatarCount = 12;

export const avatarPath = (n: number) => `/avatars/${n}.svg`;

/** A random avatar other than the current one; `random` is in [0, 1). */
export function nextRandomAvatar(current: string | null | undefined, random: number = Math.random()): string {
  const currentNumber = Number(/^\/avatars\/(\d+)\.svg$/.exec(current ?? '')?.[1] ?? 0);
  const choices = Array.from({ length: avatarCount }, (_, i) => i + 1).filter((n) => n !== currentNumber);
  return avatarPath(choices[Math.floor(random * choices.length)] ?? 1);
}
