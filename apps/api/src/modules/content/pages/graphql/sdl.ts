/**
 * The subset of the Shopify Storefront API the store's content service answers (issue 15), in Shopify's own names
 * and shapes, so a query written for Shopify runs here unchanged: blog articles (a Relay connection with Shopify's
 * sort keys, search query and opaque cursors), an article by id, content pages by id or handle. Types and fields
 * Shopify has and the store does not keep are left out; a query naming them is a validation error.
 */
export const STOREFRONT_SDL = /* GraphQL */ `
  "An ISO-8601 date and time, e.g. 2026-05-01T10:00:00.000Z."
  scalar DateTime
  "An HTML string (cleaned by the store's HTML policy)."
  scalar HTML
  "An address: absolute (https://…) or the store's own path (/media/…)."
  scalar URL

  interface Node {
    id: ID!
  }

  type Query {
    "Published blog articles."
    articles(
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean = false
      sortKey: ArticleSortKeys = ID
      query: String
    ): ArticleConnection!
    "A published article by its global id (null when none)."
    article(id: ID!): Article
    "A content page by its global id or its handle (null when none)."
    page(id: ID, handle: String): Page
    "The store's content pages."
    pages(
      first: Int
      after: String
      last: Int
      before: String
      reverse: Boolean = false
      sortKey: PageSortKeys = ID
      query: String
    ): PageConnection!
  }

  enum ArticleSortKeys {
    AUTHOR
    BLOG_TITLE
    ID
    PUBLISHED_AT
    RELEVANCE
    TITLE
    UPDATED_AT
  }

  enum PageSortKeys {
    ID
    RELEVANCE
    TITLE
    UPDATED_AT
  }

  type Article implements Node {
    id: ID!
    title: String!
    handle: String!
    publishedAt: DateTime!
    "Plain text; the start of the content when the article has no excerpt of its own."
    excerpt(truncateAt: Int): String
    excerptHtml: HTML
    "The content as plain text on one line."
    content(truncateAt: Int): String!
    contentHtml: HTML!
    onlineStoreUrl: URL
    tags: [String!]!
    image: Image
    authorV2: ArticleAuthor
    seo: SEO
  }

  type ArticleAuthor {
    name: String!
  }

  type Image {
    id: ID
    url(transform: ImageTransformInput): URL!
    altText: String
    width: Int
    height: Int
  }

  "Accepted for compatibility; the store serves its images as they are."
  input ImageTransformInput {
    maxWidth: Int
    maxHeight: Int
    crop: CropRegion
    scale: Int = 1
    preferredContentType: ImageContentType
  }

  enum CropRegion {
    BOTTOM
    CENTER
    LEFT
    RIGHT
    TOP
  }

  enum ImageContentType {
    JPG
    PNG
    WEBP
  }

  type SEO {
    title: String
    description: String
  }

  type Page implements Node {
    id: ID!
    title: String!
    handle: String!
    body: HTML!
    bodySummary: String!
    createdAt: DateTime!
    updatedAt: DateTime!
    onlineStoreUrl: URL
    seo: SEO
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type ArticleEdge {
    cursor: String!
    node: Article!
  }

  type ArticleConnection {
    edges: [ArticleEdge!]!
    nodes: [Article!]!
    pageInfo: PageInfo!
  }

  type PageEdge {
    cursor: String!
    node: Page!
  }

  type PageConnection {
    edges: [PageEdge!]!
    nodes: [Page!]!
    pageInfo: PageInfo!
  }
`;
