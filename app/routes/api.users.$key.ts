import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  deleteUser,
  getUserByEmail,
  getUserById,
  isAdmin,
  makeAdmin,
  updateProfile,
  userJson,
} from "#app/models/user.server.ts";
import { findPriceGroup, priceGroups, setUserPriceGroup } from "#app/models/price-group.server.ts";
import { userUpdateApiSchema } from "#app/schemas/profile.ts";
import { issueAccessToken } from "#app/services/access-token.server.ts";
import { requireUser } from "#app/services/auth.server.ts";
import { apiError, byMethod, parseJsonBody } from "#app/utils/api.server.ts";
import { companyTexts, priceGroupTexts, sharedTexts } from "#app/messages.ts";
import { getCompany } from "#app/models/company.server.ts";
import { membershipRefusal } from "#app/routes/+api/membership-answers.server.ts";
import { changeMembership } from "#app/models/company-member.server.ts";
import { dollarsToCents } from "#app/utils/money.ts";
import type { ServerHandle } from "#app/utils/route-handle.ts";
import { userUpdateJsonSchema } from "#app/schemas/api/users.ts";
import type { ApiOperation, SharedParts } from "#app/utils/openapi-parts.server.ts";

export const handle: ServerHandle = { outsideRemix: true };

// The spec puts two calls on one path: PUT /users/{email} and DELETE /users/{id}.
export async function action({ request, params }: ActionFunctionArgs) {
  const key = params.key ?? "";
  return byMethod(request, {
    PUT: () => updateUser(request, key.toLowerCase()),
    DELETE: () => removeUser(request, key),
  });
}

// PUT /api/users/:email: profile fields by that user, or {role: "admin"} or {priceGroup} by an
// admin (issue 40: a customer's group by id or name, null for list prices; admins have none), or
// {company, companyRole, spendingLimit} by an admin (issue 48: the company they buy for by id,
// null for none). The profile's free-text company name is `companyName` (the column `company`).
async function updateUser(request: Request, email: string) {
  const caller = await requireUser(request);
  const body = await parseJsonBody(request, userUpdateApiSchema);
  const {
    role,
    priceGroup,
    email: _sameEmail,
    company,
    companyRole,
    spendingLimit,
    companyName,
    ...profile
  } = body;
  const fields = companyName === undefined ? profile : { ...profile, company: companyName };
  const self = caller.email === email;
  const editsProfile = Object.keys(fields).length > 0;
  const setsGroup = priceGroup !== undefined;
  const setsCompany =
    company !== undefined || companyRole !== undefined || spendingLimit !== undefined;
  if (role && !isAdmin(caller)) return apiError(403, "Only an admin may make admins");
  if (setsGroup && !isAdmin(caller))
    return apiError(403, "Only an admin may put customers in price groups");
  if (setsCompany && !isAdmin(caller))
    return apiError(403, "Only an admin may put customers in companies");
  // Anything but an admin's change (profile fields, or the spec's bare {email} for a token) is
  // one's own.
  if ((editsProfile || (!role && !setsGroup && !setsCompany)) && !self)
    return apiError(403, "You may only edit your own profile");

  const user = await getUserByEmail(email);
  if (!user) return apiError(404, sharedTexts.noUserWithEmail);
  // Everything is judged before anything is written: a refusal changes nothing.
  if (role && (user.companyId || company)) return apiError(409, companyTexts.shopAdminCannotJoin);
  // A member's prices are their company's: the company decides (issue 48).
  const companyOf = company === undefined ? user.companyId : company;
  if (setsGroup && companyOf)
    return apiError(
      409,
      companyTexts.priceGroupIsCompanys((await getCompany(companyOf))?.name ?? companyOf),
    );
  const group = priceGroup ? await findPriceGroup(priceGroup) : null;
  if (priceGroup && !group) return apiError(400, priceGroupTexts.unknownGroup);
  if (setsCompany) {
    if (companyOf === null) {
      if (companyRole !== undefined || (spendingLimit !== undefined && spendingLimit !== null))
        return apiError(400, companyTexts.notInACompany);
    }
    const sameCompany = companyOf === user.companyId;
    const change = await changeMembership(
      user.id,
      companyOf === null
        ? null
        : {
            companyId: companyOf,
            role: companyRole ?? (sameCompany && user.companyRole === "admin" ? "admin" : "buyer"),
            spendingLimit:
              spendingLimit === undefined
                ? sameCompany
                  ? user.spendingLimit
                  : null
                : spendingLimit === null
                  ? null
                  : dollarsToCents(spendingLimit),
          },
    );
    if (change !== "saved") return membershipRefusal(change);
  }
  // setUserPriceGroup touches a customer's row only; one being made admin gets no group either.
  if (setsGroup && (role || !(await setUserPriceGroup(user.id, group?.id ?? null))))
    return apiError(400, priceGroupTexts.adminsPayListPrices);
  if (role) await makeAdmin(user.id);
  if (editsProfile) await updateProfile(user.id, fields);

  const updated = userJson((await getUserById(user.id))!, await priceGroups());
  return Response.json(
    self ? { accessToken: await issueAccessToken(user), user: updated } : { user: updated },
  );
}

// DELETE /api/users/:id: admins only, and never themselves.
async function removeUser(request: Request, id: string) {
  const admin = await requireUser(request, "admin");
  if (id === admin.id) return apiError(409, "You cannot delete your own account");
  return (await deleteUser(id))
    ? new Response(null, { status: 204 })
    : apiError(404, sharedTexts.noUserWithId);
}

// The spec puts two calls on one path: PUT /users/{email} and DELETE /users/{id}.
const userKey = () =>
  z.object({
    key: z.string().openapi({ description: "The user's email for PUT, their _id for DELETE" }),
  });

export function openapi(api: SharedParts): ApiOperation[] {
  return [
    {
      method: "put",
      path: "/api/users/{key}",
      tags: ["Accounts"],
      summary:
        "Update one's own profile fields, or make a user an admin or set a customer's price group (admins)",
      description:
        "Any subset of the profile's fields updates one's own profile (`companyName` is the profile's company name, which invoices bill); `{role: \"admin\"}` by an admin promotes that user (and takes them out of any price group); `{priceGroup}` by an admin puts a customer in a price group (its `_id` or name, see `GET /api/price-groups`) or back on list prices (`null`), refused (409) for a company's member, who pays the company's group. `{company, companyRole, spendingLimit}` by an admin puts a customer in a company (its `_id`, see `GET /api/companies`) as its company admin or a buyer (buyer when left out) with a spending limit per order in dollars (`null`: none), changes their role or limit there (`company` left out), or takes them out (`company: null`); a company never loses its last company admin, and a customer of another company leaves it first. One's own update also answers a fresh access token.",
      security: api.security.signedIn,
      request: { params: userKey(), body: api.json(userUpdateApiSchema) },
      responses: {
        200: api.answer("The updated user", userUpdateJsonSchema),
        400: api.error(
          `The body is invalid (\`fieldErrors\`), or: ${priceGroupTexts.unknownGroup}; ${priceGroupTexts.adminsPayListPrices}; ${companyTexts.noSuchCompany}; ${companyTexts.notInACompany}`,
        ),
        401: api.unauthenticated,
        403: api.error(
          "Someone else's profile, or a promotion, price group or company set by a customer",
        ),
        404: api.error(sharedTexts.noUserWithEmail),
        409: api.error(
          `${companyTexts.lastAdmin}; ${companyTexts.inAnotherCompany}; ${companyTexts.shopAdminCannotJoin}; ${companyTexts.priceGroupIsCompanys("{company}")}`,
        ),
        429: api.tooMany,
      },
    },
    {
      method: "delete",
      path: "/api/users/{key}",
      tags: ["Accounts"],
      summary: "Delete a user (admins; never oneself); their orders and reviews stay",
      security: api.security.signedIn,
      request: { params: userKey() },
      responses: {
        204: api.noContent,
        401: api.unauthenticated,
        403: api.adminsOnly,
        404: api.error(sharedTexts.noUserWithId),
        409: api.error("An admin cannot delete their own account"),
        429: api.tooMany,
      },
    },
  ];
}
