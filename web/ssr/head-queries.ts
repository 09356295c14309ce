import { graphql } from 'react-relay/hooks.js';

// What a server-rendered page's <head> and structured data say, read after the page's own query: the
// fields the page already loaded come from the store, the few others (venue, status text) in one more
// in-process request. Server only; the browser never loads this module.

export const postHeadQuery = graphql`
  query headQueriesPostQuery($slug: String!) {
    blogPost(slug: $slug) {
      slug
      title
      excerpt
      content
      publishedAt
      category {
        name
      }
    }
  }
`;

/** Whether the sport exists (the page's own query already holds the answer). */
export const sportHeadQuery = graphql`
  query headQueriesSportQuery($slug: String!) {
    sport(slug: $slug) {
      name
    }
  }
`;

export const eventHeadQuery = graphql`
  query headQueriesEventQuery($id: ID!) {
    event(id: $id) {
      eventId
      startTime
      status {
        type
        descriptionPt
      }
      homeTeam {
        name
      }
      awayTeam {
        name
      }
      tournament {
        namePt
      }
      sport {
        slug
        name
      }
      venue {
        name
        cityPt
        country {
          namePt
        }
      }
    }
  }
`;

/** What an event's link preview card shows (server/webapp/link-cards.ts). */
export const eventCardQuery = graphql`
  query headQueriesEventCardQuery($id: ID!) {
    event(id: $id) {
      startTime
      status {
        type
        descriptionPt
      }
      homeTeam {
        name
      }
      awayTeam {
        name
      }
      scoreboard {
        home {
          score
        }
        away {
          score
        }
      }
      tournament {
        namePt
      }
    }
  }
`;

/** The sitemap's posts: the latest ones. */
export const sitemapPostsQuery = graphql`
  query headQueriesSitemapPostsQuery {
    blogPosts(first: 50) {
      edges {
        node {
          slug
        }
      }
    }
  }
`;

/**
 * The sitemap's events of one day: each sport's first ones by start (the request's cost limit bounds how
 * many a sport lists; a day's busiest sports have more than a crawler needs from one file).
 */
export const sitemapEventsQuery = graphql`
  query headQueriesSitemapEventsQuery($date: Date) {
    sports(date: $date) {
      scheduledEvents(date: $date, first: 40) {
        edges {
          node {
            eventId
          }
        }
      }
    }
  }
`;
