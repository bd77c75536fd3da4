type AvatarPerson = {
  firstName?: string | null;
  email?: string | null;
};

/** First letter of firstName, else the uppercased first letter of email, else "U". */
export function avatarInitial(person: AvatarPerson | null | undefined): string {
  const firstName = person?.firstName?.trim();
  if (firstName) return firstName.charAt(0);
  const email = person?.email?.trim();
  if (email) return email.charAt(0).toUpperCase();
  return "U";
}

/** A stable 32-bit hash of a string (FNV-1a), so one id always gets the same colours. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The generated avatar background for a member without a photo, seeded by their id. */
export function avatarGradient(seed: string): string {
  const hash = hashString(seed || "atelier");
  const hue = hash % 360;
  const shift = 25 + ((hash >>> 9) % 40);
  const angle = 90 + ((hash >>> 17) % 4) * 45;
  return `linear-gradient(${angle}deg, oklch(0.68 0.15 ${hue}), oklch(0.52 0.17 ${(hue + shift) % 360}))`;
}

/** "First Last", falling back to the email (or a neutral word) when there is no name. */
export function displayName(
  person: { firstName?: string | null; lastName?: string | null; email?: string | null } | null,
): string {
  const name = [person?.firstName, person?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || person?.email || "Member";
}
