import { z } from "zod/mini";

/**
 * The page's content policy forbids eval. Zod would otherwise probe for it with `new Function`
 * (to compile faster validators), and browsers report that caught attempt as a policy
 * violation; without the probe, zod validates the ordinary way.
 */
z.config({ jitless: true });
