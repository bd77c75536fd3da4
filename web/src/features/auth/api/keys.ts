export const authKeys = {
  user: () => ["auth", "user"] as const,
  config: () => ["auth", "config"] as const,
  passwordStrength: (password: string, about: readonly string[]) =>
    ["auth", "password-strength", { password, about }] as const,
};
