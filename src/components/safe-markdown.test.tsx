import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SafeMarkdown, safeUrl } from "./safe-markdown";

describe("SafeMarkdown", () => {
  it("renders formatting, code and lists; the lesson's # is an h2 under the page's h1", () => {
    const { container } = render(
      <SafeMarkdown>
        {"# Setting up\n\nSome **bold** text.\n\n- one\n- two\n\n```python\nprint('hi')\n```"}
      </SafeMarkdown>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Setting up" })).toBeInTheDocument();
    expect(container.querySelector("strong")).toHaveTextContent("bold");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["one", "two"]);
    expect(container.querySelector("pre code")).toHaveTextContent("print('hi')");
  });

  it("moves the text's headings under the page's: # is an h3 under an assignment's h2", () => {
    render(<SafeMarkdown topHeading={3}>{"# Task\n\n## Part one\n\n###### Deep"}</SafeMarkdown>);
    expect(screen.getByRole("heading", { level: 3, name: "Task" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 4, name: "Part one" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 6, name: "Deep" })).toBeInTheDocument();
  });

  it("never turns raw HTML into elements", () => {
    const { container } = render(
      <SafeMarkdown>
        {
          'Hello <b>there</b>\n\n<script>alert("x")</script>\n\n<img src="x" onerror="alert(1)">\n\n<iframe src="https://evil.example"></iframe>'
        }
      </SafeMarkdown>,
    );
    expect(container.querySelector("b, script, iframe, img")).toBeNull();
    expect(container.innerHTML).not.toContain("onerror");
    expect(container).toHaveTextContent("Hello there");
  });

  it("opens http(s) links in a new tab without giving it this page", () => {
    render(
      <SafeMarkdown>{"Read [the docs](https://docs.python.org/3/) and [this](http://example.com)."}</SafeMarkdown>,
    );
    for (const name of ["the docs", "this"]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.getByRole("link", { name: "the docs" })).toHaveAttribute("href", "https://docs.python.org/3/");
  });

  it("drops javascript:, data: and other non-web URLs, keeping the text", () => {
    const { container } = render(
      <SafeMarkdown>
        {
          "[click](javascript:alert(1)) [CLICK](JaVaScRiPt:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [mail](mailto:a@b.c) [rel](/admin) ![pic](javascript:alert(2))"
        }
      </SafeMarkdown>,
    );
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(container.innerHTML.toLowerCase()).not.toMatch(/javascript:|data:text|mailto:/);
    expect(container).toHaveTextContent("click CLICK data mail rel");
  });

  it("safeUrl keeps only absolute http and https URLs", () => {
    expect(safeUrl("https://react.dev/learn")).toBe("https://react.dev/learn");
    expect(safeUrl("http://example.com")).toBe("http://example.com");
    expect(safeUrl(" javascript:alert(1)")).toBeNull();
    expect(safeUrl("vbscript:msgbox")).toBeNull();
    expect(safeUrl("//evil.example")).toBeNull();
    expect(safeUrl("#top")).toBeNull();
    expect(safeUrl("https://example.com/a.png", "src")).toBe("https://example.com/a.png");
    expect(safeUrl("http://example.com/a.png", "src")).toBeNull();
  });
});
