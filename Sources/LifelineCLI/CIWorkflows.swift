/// The CI files `lifeline init --ci` writes: install the C libraries and the same lifeline,
/// check the content (annotations on the changed lines), build, and publish to Pages.
///
/// CI installs lifeline from its source, as a user does (`scripts/install`): no release
/// binary is fetched, so the workflow names the repository and commit it builds.
enum CIWorkflows {
    enum Host: String, CaseIterable {
        case github, gitlab

        /// Where the file goes, relative to the site's folder.
        var path: String {
            switch self {
            case .github: ".github/workflows/lifeline.yml"
            case .gitlab: ".gitlab-ci.yml"
            }
        }
    }

    /// Where lifeline's source is: a git URL and a commit, tag or branch.
    struct Source: Equatable {
        var url: String
        var ref: String

        /// `URL` or `URL@REF` (the ref defaults to `main`).
        init?(argument: String) {
            guard !argument.isEmpty, !argument.contains(where: { $0 == " " || $0 == "\n" || $0 == "\"" || $0 == "'" }) else { return nil }
            if let at = argument.lastIndex(of: "@"), argument[argument.index(after: at)...].allSatisfy({ $0 != "/" && $0 != ":" }),
                at != argument.startIndex, !argument[argument.index(after: at)...].isEmpty
            {
                url = String(argument[..<at])
                ref = String(argument[argument.index(after: at)...])
            } else {
                url = argument
                ref = "main"
            }
        }

        /// What `scripts/install` recorded: `URL COMMIT`, `-` for what it could not tell.
        init?(installed text: String) {
            let parts = text.split(whereSeparator: \.isWhitespace).map(String.init)
            guard parts.count == 2, parts[0] != "-", parts[1] != "-" else { return nil }
            self.init(argument: parts[0] + "@" + parts[1])
        }
    }

    static func text(for host: Host, source: Source) -> String {
        switch host {
        case .github: github(source)
        case .gitlab: gitlab(source)
        }
    }

    static let aptPackages = "pkg-config libyaml-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libgraphviz-dev libmicrohttpd-dev"

    private static func github(_ source: Source) -> String {
        """
        # Checks the lifecycle content on every push and pull request, and publishes the site
        # to GitHub Pages from the default branch. Written by `lifeline init --ci github`.
        # In the repository's settings, under Pages, choose "GitHub Actions" as the source.
        name: Lifeline

        on:
          push:
            branches: [main]
          pull_request:
          workflow_dispatch:

        permissions:
          contents: read

        concurrency:
          group: lifeline-${{ github.ref }}
          cancel-in-progress: true

        env:
          LIFELINE_REPOSITORY: \(source.url)
          LIFELINE_REF: \(source.ref)

        jobs:
          build:
            runs-on: ubuntu-24.04
            steps:
              - uses: actions/checkout@v4
              - name: Install the C libraries lifeline uses
                run: |
                  sudo apt-get update -qq
                  sudo apt-get install -y -qq --no-install-recommends \(aptPackages)
              - name: Install lifeline
                run: |
                  git clone --quiet "$LIFELINE_REPOSITORY" "$RUNNER_TEMP/lifeline"
                  git -C "$RUNNER_TEMP/lifeline" checkout --quiet "$LIFELINE_REF"
                  "$RUNNER_TEMP/lifeline/scripts/install" "$HOME/.local"
                  echo "$HOME/.local/bin" >> "$GITHUB_PATH"
              - name: Check
                run: lifeline check --strict --format github
              - name: Build
                run: lifeline build --strict
              - uses: actions/upload-pages-artifact@v3
                with:
                  path: site

          deploy:
            if: github.event_name == 'push' && github.ref == 'refs/heads/main'
            needs: build
            runs-on: ubuntu-24.04
            permissions:
              pages: write
              id-token: write
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """
    }

    private static func gitlab(_ source: Source) -> String {
        """
        # Checks the lifecycle content in every pipeline and publishes the site to GitLab
        # Pages from the default branch. Written by `lifeline init --ci gitlab`.
        variables:
          LIFELINE_REPOSITORY: \(source.url)
          LIFELINE_REF: \(source.ref)

        default:
          image: swift:6.0-jammy
          before_script:
            - apt-get update -qq
            - DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends git \(aptPackages)
            - git clone --quiet "$LIFELINE_REPOSITORY" /tmp/lifeline
            - git -C /tmp/lifeline checkout --quiet "$LIFELINE_REF"
            - /tmp/lifeline/scripts/install /usr/local

        check:
          stage: test
          script:
            - lifeline check --strict
            - lifeline build --strict

        pages:
          stage: deploy
          script:
            - lifeline build --strict
            - rm -rf public && mv site public
          artifacts:
            paths:
              - public
          rules:
            - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH

        """
    }
}
