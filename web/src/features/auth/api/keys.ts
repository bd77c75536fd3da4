export const authKeys = {
  passwordStrength: (password: string, about: readonly string[]) =>
    ["auth", "password-strength", { password, about }] as const,
};
