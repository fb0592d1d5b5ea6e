// Inputs of the /nps calls (spec section 7) and the survey reply payload (spec section 3).
import { z } from "zod";
import { SURVEY_SCORE_MAX, SURVEY_SCORE_MIN } from "@/lib/ui/constants";
import { zText } from "@/lib/validation/api-fields";

export const SURVEY_PLATFORM = "core";

const zUserId = z.string({ error: "userId is required" }).min(1, { error: "userId is required" }).max(100);
const zPlatform = z.literal(SURVEY_PLATFORM, { error: `platform must be "${SURVEY_PLATFORM}"` });
const zShort = (field: string) => zText(field).pipe(z.string().max(200, { error: `${field} is too long` }));

export const ZTrackLoginInput = z.strictObject({ userId: zUserId, platform: zPlatform });
export const ZSkipSurveyInput = ZTrackLoginInput;

// Browser facts for the product team (user agent, screen size ...): a flat object of short values.
const zBrowserData = z
  .record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((v) => Object.keys(v).length <= 30, { error: "browserData has too many entries" });

export const ZSurveyReplyInput = z.strictObject({
  userId: zUserId,
  platform: zPlatform.optional(),
  name: zShort("name").optional(),
  email: zShort("email").optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, { error: "locale must be a language code" })
    .optional(),
  score: z
    .number({ error: "score must be a number" })
    .int({ error: "score must be a whole number" })
    .min(SURVEY_SCORE_MIN, { error: `score must be ${SURVEY_SCORE_MIN} to ${SURVEY_SCORE_MAX}` })
    .max(SURVEY_SCORE_MAX, { error: `score must be ${SURVEY_SCORE_MIN} to ${SURVEY_SCORE_MAX}` }),
  comment: zText("comment")
    .pipe(z.string().max(2000, { error: "comment can have at most 2000 characters" }))
    .optional(),
  activeIntegration: zShort("activeIntegration").nullable().optional(),
  numberOfEmployees: z.number().int().min(0).nullable().optional(),
  resellerId: z.number().int().nullable().optional(),
  groupId: z.number({ error: "groupId must be a number" }).int().optional(),
  groupName: zShort("groupName").optional(),
  admin: z.boolean().optional(),
  role: zShort("role").optional(),
  accountEdition: z.enum(["light", "full"]).optional(),
  browserData: zBrowserData.nullable().optional(),
});

export type TSurveyReplyInput = z.output<typeof ZSurveyReplyInput>;
