import { describe, expect, it } from "vitest";
import { updateProfile } from "#app/models/user.server.ts";
import { action as addReview, loader as addReviewPage } from "#app/routes/dashboard.addreview.tsx";
import { action as reviewsAction, loader as reviewsLoader } from "#app/routes/api.reviews.ts";
import { loader as reviewsPage } from "#app/routes/reviews.tsx";
import { db } from "#app/db.server.ts";
import { answer, getRequest, routeArgs, unwrap, jsonRequest } from "#tests/support/route-args.ts";
import { insertReview, sessionCookie, userWithToken } from "#tests/fixtures/in-process.ts";

const review = { company: "Okafor Plumbing", rating: 5, description: "The pipe wrenches hold." };

const post = (body: unknown, headers: HeadersInit) =>
  answer(reviewsAction(routeArgs(jsonRequest("/api/reviews", "POST", body, headers))));

const reviewsOf = (userId: string) =>
  db.selectFrom("reviews").selectAll().where("userId", "=", userId).execute();

describe("POST /api/reviews", () => {
  it("adds the caller's review with their own name and photo (201), newest first", async () => {
    const me = await userWithToken();
    await updateProfile(me.user.id, { photoURL: "/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp" });
    await insertReview({ name: "Older Reviewer" });
    // The spec's client sends name and img too: they are not taken from the body.
    const created = await post({ ...review, name: "Someone Else", img: "/evil.png" }, me.auth);
    expect(created).toEqual({
      status: 201,
      body: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: me.user.displayName,
        img: "/uploads/aaaaaaaaaaaaaaaaaaaaaaaa.webp",
        ...review,
        createdAt: expect.any(String),
      },
    });
    const listed = await answer(reviewsLoader());
    expect(listed.body[0]).toEqual(created.body);
  });

  it("replaces the caller's earlier review (200): one review per customer", async () => {
    const me = await userWithToken();
    const first = await post(review, me.auth);
    // The spec's client sends the rating as the select's text.
    const second = await post(
      { company: "Okafor & Daughters", rating: "3", description: "Fine." },
      me.auth,
    );
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      _id: first.body._id,
      company: "Okafor & Daughters",
      rating: 3,
      description: "Fine.",
    });
    expect(await reviewsOf(me.user.id)).toHaveLength(1);
  });

  it("answers 400 with field errors for missing or bad fields, and stores nothing", async () => {
    const me = await userWithToken();
    const empty = await post({}, me.auth);
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({
      company: ["This field is required"],
      rating: ["This field is required"],
      description: ["This field is required"],
    });
    for (const rating of [0, 6, 4.5, "five"]) {
      const bad = await post({ ...review, rating }, me.auth);
      expect(bad.body.fieldErrors, String(rating)).toEqual({
        rating: ["Choose a rating from 1 to 5"],
      });
    }
    expect(await reviewsOf(me.user.id)).toEqual([]);
  });

  it("is for signed-in customers: 401 without credentials, 403 for an admin", async () => {
    expect((await post(review, {})).status).toBe(401);
    const admin = await userWithToken("admin");
    expect(await post(review, admin.auth)).toEqual({
      status: 403,
      body: { error: "Reviews are written by the shop's customers, not by its administrators." },
    });
  });
});

describe("the Add A Review page", () => {
  const formPost = async (userId: string, fields: Record<string, string>) =>
    addReview(
      routeArgs(
        new Request("http://shop.test/dashboard/addreview", {
          method: "POST",
          body: new URLSearchParams(fields),
          headers: { Cookie: await sessionCookie(userId) },
        }),
      ),
    );

  it("saves the review and sends the customer to the home page's reviews with the spec's toast", async () => {
    const { user } = await userWithToken();
    const response = (await formPost(user.id, {
      company: "Raman Cabinetry",
      rating: "4",
      description: "<b>Sharp</b> chisels",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/#reviews");
    expect(response.headers.get("Set-Cookie")).toMatch(/^toast=/);
    expect(await reviewsOf(user.id)).toEqual([
      expect.objectContaining({
        name: user.displayName,
        rating: 4,
        description: "<b>Sharp</b> chisels",
      }),
    ]);

    // Back on the page, the form starts from the review it would replace.
    const page = unwrap<{ review: { company: string } | null }>(
      await addReviewPage(
        routeArgs(getRequest("/dashboard/addreview", { Cookie: await sessionCookie(user.id) })),
      ),
    );
    expect(page.data.review).toMatchObject({ company: "Raman Cabinetry", rating: 4 });
  });

  it("answers 400 with 'This field is required' for each empty field", async () => {
    const { user } = await userWithToken();
    const result = unwrap<{ result: { error: Record<string, string[]> } }>(
      await formPost(user.id, { company: " ", rating: "", description: "" }),
    );
    expect(result.status).toBe(400);
    expect(result.data.result.error).toEqual({
      company: ["This field is required"],
      rating: ["This field is required"],
      description: ["This field is required"],
    });
    expect(await reviewsOf(user.id)).toEqual([]);
  });

  it("refuses an admin, whose sidebar has no Add A Review", async () => {
    const { user } = await userWithToken("admin");
    const refused = await formPost(user.id, { ...review, rating: "5" }).catch((thrown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(403);
  });
});

describe("the one-review-per-customer index", () => {
  it("refuses a second review row for one user, but not for reviews without a user", async () => {
    const { user } = await userWithToken();
    await insertReview({ userId: user.id });
    await expect(insertReview({ userId: user.id })).rejects.toThrow(/unique constraint/i);
    await insertReview({ userId: null });
    await insertReview({ userId: null });
  });
});

describe("the all-reviews page", () => {
  const pageOf = async (query = "") => {
    const result = await reviewsPage(routeArgs(getRequest(`/reviews${query}`)));
    return unwrap<Awaited<ReturnType<typeof reviewsPage>>>(result).data;
  };

  it("lists every review newest first, 12 a page", async () => {
    await db.deleteFrom("reviews").execute();
    const written = [];
    for (let index = 0; index < 14; index++)
      written.push(await insertReview({ name: `Reviewer ${index}` }));
    const newestFirst = written.reverse().map((review) => review.name);

    const first = await pageOf();
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 14 });
    expect(first.reviews.map((review) => review.name)).toEqual(newestFirst.slice(0, 12));
    const second = await pageOf("?page=2");
    expect(second.reviews.map((review) => review.name)).toEqual(newestFirst.slice(12));
  });

  it("answers 400 for a page that is not a number and 404 past the last page", async () => {
    const status = (query: string) =>
      pageOf(query).then(
        () => 200,
        (thrown: unknown) => (thrown instanceof Response ? thrown.status : 500),
      );
    expect(await status("?page=abc")).toBe(400);
    expect(await status("?page=0")).toBe(400);
    expect(await status("?page=999")).toBe(404);
  });
});
