// The subdomain field of an input schema (the rules are in ./subdomain-rules.ts, which the browser loads
// too and so stays free of zod).
import { z } from "zod";
import { SUBDOMAIN_PROBLEM_MESSAGES, subdomainProblem } from "./subdomain-rules";

export const ZSubdomain = z
  .string({ error: (issue) => (issue.input === undefined ? "subdomain is required" : "subdomain must be text") })
  .transform((v) => v.trim().toLowerCase())
  .superRefine((value, ctx) => {
    if (value === "") return void ctx.addIssue({ code: "custom", message: "subdomain is required" });
    const problem = subdomainProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: SUBDOMAIN_PROBLEM_MESSAGES[problem] });
  });
